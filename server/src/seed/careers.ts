import type { Row } from "../db/database.ts";
import { logEvent, type SeedContext } from "./context.ts";
import { uuidFromKey } from "./random.ts";
import { addDays, instantAt } from "./time.ts";

/** Career postings (open and closed) and a few applications to the open ones. */

// key | title | department | store | type | level | $/hour | posted days ago | closed days ago | description | requirements
const POSTINGS = `
barista-dt|Barista|Sales|DT-CAFE|part-time|entry-level|18-22|6||Craft espresso drinks and pour-overs, keep the bar spotless and greet regulars by name during the morning rush.|Weekend availability;Friendly, upbeat attitude;Food handler card (or obtain within 30 days);Barista experience a plus
lead-ch|Shift Supervisor|Operations|CH-CAFE|full-time|mid-level|22-26|12||Lead opening or closing shifts, coach baristas, count the till and keep service fast and friendly.|1+ year of café or restaurant experience;Cash handling and opening/closing experience;Ability to lead a team of 3-5
sales-ms|Sales Associate|Sales|MS-RETAIL|part-time|entry-level|17-20|20||Help customers find what they need, run the register and keep the sales floor merchandised.|Customer service experience preferred;Evening and weekend availability;Able to lift 30 lb
inventory-web|Inventory Specialist|Operations|WEB-SHOP|full-time|entry-level|19-23|9||Receive, pick, pack and ship online orders and keep inventory counts accurate.|Warehouse or fulfillment experience a plus;Comfortable with handheld scanners;Forklift certification preferred
leasing-mid|Leasing Consultant|Sales|MID-RE|full-time|mid-level|26-34|75|30|Show apartments, qualify applicants and guide renters from first tour to signed lease.|New York real estate salesperson license;2+ years of leasing experience;Strong follow-up and CRM habits
asm-ls|Assistant Store Manager|Management|LS-RETAIL|full-time|senior-level|25-30|110|62|Partner with the store manager on staffing, scheduling, visual standards and sales goals.|3+ years of retail experience, 1+ in a supervisory role;Scheduling and payroll experience;Open availability including holidays
`
  .trim()
  .split("\n")
  .map((line) => {
    const [key, title, department, store, type, level, pay, posted, closed, description, requirements] =
      line.split("|");
    const [min, max] = (pay ?? "0-0").split("-").map(Number);
    return {
      key: key ?? "",
      title: title ?? "",
      department: department ?? "",
      store: store ?? "",
      type: type ?? "full-time",
      level: level ?? "mid-level",
      pay: [min ?? 0, max ?? 0] as const,
      posted: Number(posted),
      closed: closed ? Number(closed) : null,
      description: description ?? "",
      requirements: (requirements ?? "").split(";"),
    };
  });

const APPLICANTS = [
  { posting: "barista-dt", first: "Maya", last: "Lindgren", phone: "(206) 555-0191", days: 3 },
  { posting: "barista-dt", first: "Owen", last: "Castellanos", phone: "(206) 555-0148", days: 1 },
  { posting: "sales-ms", first: "Harper", last: "Greenwood", phone: "(303) 555-0176", days: 11 },
];
const LETTERS = [
  "I have two years behind the bar at a campus café and love early mornings.",
  "I have been a regular at Downtown Café for years and would love to join the team on weekends.",
  "I bring retail experience from a Boulder bookstore and am available evenings and weekends.",
];

export function careerRows(ctx: SeedContext): { careers: Row[]; applications: Row[] } {
  const storeName = (code: string): string =>
    ctx.stores.find((store) => store.def.code === code)?.def.name ?? code;
  const careers = POSTINGS.map((posting, index) => {
    const postedDate = addDays(ctx.today, -posting.posted);
    const createdAt = instantAt(postedDate, 16 * 60 + index * 13, "UTC");
    const author = index % 2 === 0 ? ctx.admin : ctx.ceo;
    const id = uuidFromKey(`career:${posting.key}`);
    const closedAt =
      posting.closed === null ? null : instantAt(addDays(ctx.today, -posting.closed), 18 * 60, "UTC");
    logEvent(ctx, {
      at: createdAt,
      userId: author.id,
      action: "CREATE",
      table: "careers",
      targetId: id,
      description: `Posted job opening: ${posting.title}`,
      changes: { after: { job_title: posting.title, status: "open" } },
    });
    return {
      id,
      created_at: createdAt,
      updated_at: closedAt ?? createdAt,
      job_title: posting.title,
      department: posting.department,
      location: storeName(posting.store),
      employment_type: posting.type,
      experience_level: posting.level,
      salary_min: posting.pay[0] * 100,
      salary_max: posting.pay[1] * 100,
      salary: `$${posting.pay[0]}.00 - $${posting.pay[1]}.00 per hour`,
      description: posting.description,
      requirements: posting.requirements.join("\n"),
      status: closedAt ? "closed" : "open",
      posted_date: postedDate,
      created_by: author.id,
    };
  });
  const applications = APPLICANTS.map((applicant, index) => {
    const posting = POSTINGS.find((candidate) => candidate.key === applicant.posting);
    const appliedAt = instantAt(addDays(ctx.today, -applicant.days), 19 * 60 + index * 17, "UTC");
    return {
      id: uuidFromKey(`application:${applicant.posting}:${applicant.last}`),
      created_at: appliedAt,
      updated_at: appliedAt,
      career_id: uuidFromKey(`career:${applicant.posting}`),
      first_name: applicant.first,
      last_name: applicant.last,
      email: `${applicant.first}.${applicant.last}@example.net`.toLowerCase(),
      phone: applicant.phone,
      position: posting?.title ?? null,
      location: posting ? storeName(posting.store) : null,
      cover_letter: LETTERS[index] ?? null,
      resume: null,
      applied_at: appliedAt,
    };
  });
  return { careers, applications };
}
