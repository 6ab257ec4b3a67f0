// Bulk data for the scale steps, generated in SQL with generate_series (one statement per batch),
// so 1,000,000 reports load in minutes rather than hours. The rows look like real ones: varied
// organisation names (so substring search is selective), twelve periods 2023-2025, metrics spread.

const TOWNS = [
  "Nairobi",
  "Mombasa",
  "Kisumu",
  "Nakuru",
  "Eldoret",
  "Thika",
  "Machakos",
  "Nyeri",
  "Meru",
  "Kakamega",
  "Garissa",
  "Kitale",
  "Malindi",
];
const KINDS = [
  "Digital Hub",
  "University",
  "Tech Academy",
  "Youth Network",
  "County Office",
  "Innovation Centre",
  "TVET Institute",
];
const FIRST = ["Amina", "Brian", "Cynthia", "David", "Esther", "Felix", "Grace", "Hassan", "Irene", "James"];
const SUR = ["Otieno", "Wanjiru", "Kamau", "Mwangi", "Achieng", "Kiprop", "Njoroge", "Odhiambo", "Chebet"];
const ROLES = ["Director", "Lecturer", "Engineer", "Programme Officer", "Founder", "Teacher"];

const arr = (values) => `array[${values.map((v) => `'${v}'`).join(",")}]`;
/** An organisation name that depends only on `group` (so a group's 12 periods share it). */
const orgExpr = (group) =>
  `(${arr(TOWNS)})[1 + (${group}) % ${TOWNS.length}] || ' ' || (${arr(KINDS)})[1 + ((${group}) / ${TOWNS.length}) % ${KINDS.length}] || ' ' || (${group})`;

/** Search terms: one that matches ~1 row in 13, one that matches a handful. */
export const SEARCH_COMMON = "nairobi";
export const SEARCH_RARE = "member4242@";
/** The JavaScript twin of orgExpr. */
export const orgName = (group) =>
  `${TOWNS[group % TOWNS.length]} ${KINDS[Math.floor(group / TOWNS.length) % KINDS.length]} ${group}`;
/** One organisation's name: its 12 reports. */
export const REPORT_SEARCH_RARE = orgName(4242).toLowerCase();

/** Reports numbered [from, to): each organisation (12 consecutive numbers) reports 12 periods. */
export function reportsSql(from, to) {
  return `insert into reports (organization_name, year, quarter, aware, engaged, trained, certified,
      orgs_reached, reached_by_leaders, created_by, created_at)
    select ${orgExpr("g.i / 12")}, 2023 + (g.i % 12) / 4, 'Q' || (1 + g.i % 4),
      100 + (g.i::bigint * 7919) % 900, 50 + (g.i::bigint * 104729) % 400, 20 + (g.i::bigint * 1299709) % 200,
      (g.i::bigint * 15485863) % 100, (g.i::bigint * 31) % 20, (g.i::bigint * 17) % 50,
      'reporter' || ((g.i / 12) % 5000) || '@bench.example', now() - make_interval(secs => g.i)
    from generate_series(${from}, ${to - 1}) as g(i)`;
}

/** Members numbered [from, to); one in a thousand approved (the public carousel stays small). */
export function membersSql(from, to) {
  return `insert into members (first_name, sur_name, role, email, phone, organization_name, website,
      approved, created_at)
    select (${arr(FIRST)})[1 + g.i % ${FIRST.length}], (${arr(SUR)})[1 + (g.i / ${FIRST.length}) % ${SUR.length}],
      (${arr(ROLES)})[1 + g.i % ${ROLES.length}], 'member' || g.i || '@bench' || (g.i % 997) || '.example',
      '07' || lpad((g.i % 100000000)::text, 8, '0'), ${orgExpr("g.i")},
      'https://m' || g.i || '.example.org', g.i % 1000 = 0, now() - make_interval(secs => g.i)
    from generate_series(${from}, ${to - 1}) as g(i)`;
}

/** Inserts in batches, calling `exec(sql)` for each; `onProgress(done)` after each. */
export async function insertBatched(exec, makeSql, from, to, batch, onProgress) {
  for (let start = from; start < to; start += batch) {
    const end = Math.min(to, start + batch);
    await exec(makeSql(start, end));
    onProgress?.(end);
  }
}
