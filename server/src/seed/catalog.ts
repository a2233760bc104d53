/** The fixed cast of the demo business: industries and stores. */
export type IndustryKey = "coffee" | "retail" | "realty";
export type StoreKind = "cafe" | "retail" | "online" | "realty";

export interface IndustryDef {
  key: IndustryKey;
  name: string;
  code: string;
  description: string;
}

export const INDUSTRIES: readonly IndustryDef[] = [
  {
    key: "coffee",
    name: "Coffee Shops",
    code: "coffee-shops",
    description: "Neighborhood cafés and espresso bars serving coffee, tea and fresh pastries.",
  },
  {
    key: "retail",
    name: "Retail Stores",
    code: "retail-stores",
    description: "General merchandise, apparel and home goods, in store and online.",
  },
  {
    key: "realty",
    name: "Real Estate",
    code: "real-estate",
    description: "Residential sales, leasing and property management offices.",
  },
];

export interface StoreDef {
  code: string;
  name: string;
  industry: IndustryKey;
  kind: StoreKind;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
  email: string;
  timezone: string;
  established: string;
  /** Typical takings of an ordinary day, in whole dollars. */
  dailyBase: number;
  monthlyTargetDollars: number;
  /** Employees including the manager's own staff record and demo staff. */
  staffCount: number;
  /** "maintenance" stores stopped trading this many days before today. */
  status: "active" | "maintenance";
  maintenanceDays?: number;
}

export const STORES: readonly StoreDef[] = [
  {
    code: "DT-CAFE",
    name: "Downtown Café",
    industry: "coffee",
    kind: "cafe",
    address: "1420 5th Ave",
    city: "Seattle",
    state: "WA",
    postalCode: "98101",
    phone: "(206) 555-0140",
    email: "downtown.cafe@example.com",
    timezone: "America/Los_Angeles",
    established: "2015-05-12",
    dailyBase: 2600,
    monthlyTargetDollars: 80_000,
    staffCount: 7,
    status: "active",
  },
  {
    code: "CH-CAFE",
    name: "Capitol Hill Roasters",
    industry: "coffee",
    kind: "cafe",
    address: "612 E Pine St",
    city: "Seattle",
    state: "WA",
    postalCode: "98122",
    phone: "(206) 555-0163",
    email: "capitolhill.roasters@example.com",
    timezone: "America/Los_Angeles",
    established: "2018-09-03",
    dailyBase: 2100,
    monthlyTargetDollars: 65_000,
    staffCount: 6,
    status: "active",
  },
  {
    code: "HB-CAFE",
    name: "Harbor Bean Coffee",
    industry: "coffee",
    kind: "cafe",
    address: "88 Atlantic Ave",
    city: "Boston",
    state: "MA",
    postalCode: "02110",
    phone: "(617) 555-0121",
    email: "harbor.bean@example.com",
    timezone: "America/New_York",
    established: "2019-03-18",
    dailyBase: 2300,
    monthlyTargetDollars: 70_000,
    staffCount: 5,
    status: "maintenance",
    maintenanceDays: 10,
  },
  {
    code: "MS-RETAIL",
    name: "Main Street Market",
    industry: "retail",
    kind: "retail",
    address: "1247 Pearl St",
    city: "Boulder",
    state: "CO",
    postalCode: "80302",
    phone: "(303) 555-0188",
    email: "mainstreet.market@example.com",
    timezone: "America/Denver",
    established: "2012-10-01",
    dailyBase: 4800,
    monthlyTargetDollars: 150_000,
    staffCount: 8,
    status: "active",
  },
  {
    code: "LS-RETAIL",
    name: "Lakeside Outfitters",
    industry: "retail",
    kind: "retail",
    address: "2150 N Lincoln Ave",
    city: "Chicago",
    state: "IL",
    postalCode: "60614",
    phone: "(312) 555-0179",
    email: "lakeside.outfitters@example.com",
    timezone: "America/Chicago",
    established: "2016-04-22",
    dailyBase: 4200,
    monthlyTargetDollars: 130_000,
    staffCount: 7,
    status: "active",
  },
  {
    code: "WEB-SHOP",
    name: "Online Store Fulfillment Center",
    industry: "retail",
    kind: "online",
    address: "9550 Gateway Dr",
    city: "Reno",
    state: "NV",
    postalCode: "89521",
    phone: "(775) 555-0102",
    email: "online.store@example.com",
    timezone: "UTC",
    established: "2020-06-15",
    dailyBase: 3600,
    monthlyTargetDollars: 110_000,
    staffCount: 5,
    status: "active",
  },
  {
    code: "MID-RE",
    name: "Midtown Realty Group",
    industry: "realty",
    kind: "realty",
    address: "350 W 57th St, Suite 1400",
    city: "New York",
    state: "NY",
    postalCode: "10019",
    phone: "(212) 555-0195",
    email: "midtown.realty@example.com",
    timezone: "America/New_York",
    established: "2010-01-11",
    dailyBase: 5200,
    monthlyTargetDollars: 170_000,
    staffCount: 5,
    status: "active",
  },
  {
    code: "BAY-RE",
    name: "Bayview Property Management",
    industry: "realty",
    kind: "realty",
    address: "1010 2nd Ave, Suite 300",
    city: "San Diego",
    state: "CA",
    postalCode: "92101",
    phone: "(619) 555-0134",
    email: "bayview.property@example.com",
    timezone: "America/Los_Angeles",
    established: "2014-08-05",
    dailyBase: 3400,
    monthlyTargetDollars: 125_000,
    staffCount: 4,
    status: "active",
  },
];
