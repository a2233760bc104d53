/** The people of the demo business: sign-in accounts and the pools of employee names. */
export type SeedRole = "admin" | "ceo" | "accounting" | "store_manager" | "staff";

export interface AccountDef {
  name: string;
  email: string;
  role: SeedRole;
  /** Assigned stores (accounting, staff) or managed stores (store_manager), by code. */
  stores: readonly string[];
  /** One of the six documented demo accounts (the others are extra store managers). */
  demo: boolean;
  phone: string;
  department: string;
  jobTitle: string;
  location: string;
  bio: string;
}

// name | email | role | store codes | demo | phone | department | job title | location | bio
const TABLE = `
Alex Morgan|admin@example.com|admin||1|(415) 555-0101|IT|System Administrator|San Francisco, CA|Keeps the back office running: users, stores, vendors and payroll.
Catherine Brooks|ceo@example.com|ceo||1|(212) 555-0102|Management|Chief Executive Officer|New York, NY|Founded the company in 2010 with a single real estate office.
Rachel Nguyen|accounting@example.com|accounting|DT-CAFE,CH-CAFE,MS-RETAIL,LS-RETAIL|1|(206) 555-0103|Finance|Senior Accountant|Seattle, WA|Approves purchases and expenses and closes the books each month.
Marcus Chen|manager@example.com|store_manager|DT-CAFE,CH-CAFE|1|(206) 555-0104|Management|Store Manager|Seattle, WA|Runs both Seattle cafés.
Sam Taylor|staff@example.com|staff|DT-CAFE,CH-CAFE|1|(206) 555-0105|Sales|Cashier|Seattle, WA|Splits the week between the two Seattle cafés.
Jordan Rivera|staff2@example.com|staff|MS-RETAIL|1|(303) 555-0106|Sales|Sales Associate|Boulder, CO|Sales floor and visual merchandising at Main Street Market.
Erin Walsh|erin.walsh@example.com|store_manager|HB-CAFE|0|(617) 555-0107|Management|Store Manager|Boston, MA|Leading the Harbor Bean renovation.
Priya Patel|priya.patel@example.com|store_manager|MS-RETAIL,WEB-SHOP|0|(303) 555-0108|Management|Store Manager|Boulder, CO|Manages Main Street Market and the online store.
Daniel Okafor|daniel.okafor@example.com|store_manager|LS-RETAIL|0|(312) 555-0109|Management|Store Manager|Chicago, IL|Manages Lakeside Outfitters.
Olivia Bennett|olivia.bennett@example.com|store_manager|MID-RE,BAY-RE|0|(212) 555-0110|Management|Managing Broker|New York, NY|Managing broker for both real estate offices.
`;

function parseAccount(line: string): AccountDef {
  const [name, email, role, stores, demo, phone, department, jobTitle, location, bio] = line.split("|");
  return {
    name: name ?? "",
    email: email ?? "",
    role: (role ?? "staff") as SeedRole,
    stores: stores ? stores.split(",") : [],
    demo: demo === "1",
    phone: phone ?? "",
    department: department ?? "",
    jobTitle: jobTitle ?? "",
    location: location ?? "",
    bio: bio ?? "",
  };
}

export const ACCOUNTS: readonly AccountDef[] = TABLE.trim().split("\n").map(parseAccount);

/** Weekdays (0 = Sunday) each demo staff account works, per store. */
export const DEMO_STAFF_WEEK: Record<string, Record<string, readonly number[]>> = {
  "staff@example.com": { "DT-CAFE": [1, 2, 3], "CH-CAFE": [4, 5] },
  "staff2@example.com": { "MS-RETAIL": [2, 3, 4, 5, 6] },
};

const words = (text: string): readonly string[] => text.trim().split(/\s+/);

export const FIRST_NAMES = words(`
  Aaliyah Adrian Aisha Andre Ava Benjamin Bianca Caleb Camila Chloe Connor Darius Diana Elena Eli
  Emily Ethan Fatima Gabriel Grace Hector Isabella Isaac Jasmine Javier Kayla Kenji Layla Leo Lily
  Lucas Maya Mateo Mia Nadia Nathan Noah Nora Omar Paige Quinn Rosa Ryan Sofia Tariq Tessa Tyler
  Valeria Wesley Zoe`);

export const LAST_NAMES = words(`
  Adams Alvarez Baker Campbell Carter Castillo Coleman Cruz Diaz Edwards Evans Fischer Flores Foster
  Garcia Gomez Gupta Hughes Jackson Jensen Khan Lopez Martin Mitchell Morales Murphy Nakamura Nelson
  Ortiz Perez Phillips Ramirez Reed Robinson Sanchez Scott Shah Sullivan Thompson Torres Turner
  Vasquez Wagner Ward Washington Watson Williams Wong Young Zhang`);

export const STREETS = [
  "Maple Ave",
  "Oak St",
  "Cedar Ln",
  "Pine St",
  "Elm St",
  "Willow Way",
  "Birch Rd",
  "Lakeview Dr",
  "Hillcrest Ave",
  "Park Pl",
  "Highland Ave",
  "Grove St",
];

export const RELATIONS = ["spouse", "partner", "mother", "father", "sister", "brother", "roommate"];

export const USER_AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0",
];
