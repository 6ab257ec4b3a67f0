// "Download Excel" in the Impact Reports header: the reports the current filters show, as a file.
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { handleUnauthorized, isUnauthorized } from "../../../lib/staff/session";
import { downloadReports, type ReportFilters } from "../api";

export function DownloadReportsButton({ filters }: { filters: ReportFilters }) {
  const [downloading, setDownloading] = useState(false);
  async function onDownload() {
    setDownloading(true);
    try {
      await downloadReports(filters);
    } catch (error) {
      if (isUnauthorized(error)) handleUnauthorized();
      else console.error(error);
    } finally {
      setDownloading(false);
    }
  }
  return (
    <Button
      variant="success"
      onClick={() => void onDownload()}
      disabled={downloading}
      aria-busy={downloading}
    >
      Download Excel
    </Button>
  );
}
