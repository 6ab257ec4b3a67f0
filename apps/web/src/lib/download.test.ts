import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import { downloadFile, fileNameFromDisposition } from "./download";

describe("fileNameFromDisposition", () => {
  it("reads quoted, plain and extended file names", () => {
    expect(fileNameFromDisposition('attachment; filename="ImpactReports_2025-01-02.xlsx"', "x")).toBe(
      "ImpactReports_2025-01-02.xlsx",
    );
    expect(fileNameFromDisposition("attachment; filename=report.xlsx", "x")).toBe("report.xlsx");
    expect(
      fileNameFromDisposition("attachment; filename=\"a.xlsx\"; filename*=UTF-8''Impact%20R.xlsx", "x"),
    ).toBe("Impact R.xlsx");
  });

  it("falls back when there is no usable name and strips folders", () => {
    expect(fileNameFromDisposition(null, "fallback.xlsx")).toBe("fallback.xlsx");
    expect(fileNameFromDisposition("attachment", "fallback.xlsx")).toBe("fallback.xlsx");
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', "f")).toBe("passwd");
  });
});

describe("downloadFile", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("sends the token and the filters, and saves under the server's name", async () => {
    localStorage.setItem("user", JSON.stringify({ token: "tok" }));
    const fetchMock = vi.fn().mockResolvedValue(
      new Response(new Blob(["x"]), {
        status: 200,
        headers: { "content-disposition": 'attachment; filename="ImpactReports_2025-03-04.xlsx"' },
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    URL.createObjectURL = vi.fn(() => "blob:x");
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const name = await downloadFile(
      "/reports/export.xlsx",
      { year: 2024, quarter: "", search: "a b" },
      "f.xlsx",
    );
    expect(name).toBe("ImpactReports_2025-03-04.xlsx");
    expect(fetchMock).toHaveBeenCalledWith("/api/v1/reports/export.xlsx?year=2024&search=a+b", {
      headers: { authorization: "Bearer tok" },
    });
    expect(click).toHaveBeenCalled();
  });

  it("throws the server's message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn().mockResolvedValue(new Response(JSON.stringify({ message: "Not signed in" }), { status: 401 })),
    );
    await expect(downloadFile("/reports/export.xlsx", {}, "f")).rejects.toEqual(
      expect.objectContaining({ status: 401, message: "Not signed in" }),
    );
    await expect(downloadFile("/reports/export.xlsx", {}, "f")).rejects.toBeInstanceOf(ApiError);
  });
});
