import type { StoreKind } from "./catalog.ts";

/** Suppliers of the demo business and what each store kind buys from them. */
export interface VendorDef {
  code: string;
  name: string;
  category: string;
  contact: string;
  email: string;
  phone: string;
  address: string;
  taxId: string;
  terms: PaymentTerms;
  status: "active" | "inactive";
  /** Store kinds that buy from this vendor. */
  kinds: readonly StoreKind[];
  /** Invoice range in whole dollars. */
  amount: readonly [number, number];
  items: readonly string[];
  notes: string | null;
}

export type PaymentTerms = "15 days" | "30 days" | "45 days" | "60 days" | "Net 30" | "COD";

// code | name | category | contact | mail domain | phone | address | tax id | terms | kinds | dollars | items | notes
const TABLE = `
VEN-1001|Pacific Coffee Roasters|Coffee & Tea|Hannah Lindqvist|pacificroasters|(206) 555-0173|2231 1st Ave S, Seattle, WA 98134|91-4820371|30 days|cafe|450-1900|Espresso blend beans, 50 lb;Single-origin beans for pour-over;Decaf house blend, 20 lb|Weekly roast; order by Thursday noon.
VEN-1002|Cascade Dairy Co.|Dairy|Tom Becker|cascadedairy|(425) 555-0137|18020 72nd Ave S, Kent, WA 98032|91-3310958|15 days|cafe|180-650|Whole and 2% milk, oat milk;Heavy cream and half-and-half;Dairy and plant milk restock|
VEN-1003|Golden Crust Bakery|Bakery|Lucia Ferraro|goldencrust|(206) 555-0119|4410 Rainier Ave S, Seattle, WA 98118|91-2775043|COD|cafe|120-480|Croissants and muffins;Pastry case restock;Bagels and scones|Delivers daily before 6:00 AM.
VEN-1004|Evergreen Tea Importers|Coffee & Tea|Ravi Desai|evergreentea|(503) 555-0152|1200 NW Naito Pkwy, Portland, OR 97209|93-1048822|30 days|cafe|150-700|Loose-leaf tea assortment;Chai concentrate, 12 cases;Matcha powder|
VEN-1005|BrewTech Equipment Services|Equipment|Greg Holloway|brewtech|(206) 555-0186|6521 E Marginal Way S, Seattle, WA 98108|91-5561207|45 days|cafe|250-3200|Espresso machine service;Grinder burr replacement;Cold brew system parts|Service contract renews each March.
VEN-1006|Summit Apparel Wholesale|Apparel|Karen Whitaker|summitapparel|(720) 555-0144|4800 Dahlia St, Denver, CO 80216|84-2093316|60 days|retail,online|1200-6500|Seasonal outerwear order;Denim and basics restock;Activewear collection|
VEN-1007|Hearth & Home Goods Supply|Home Goods|Miguel Santos|hearthhome|(312) 555-0128|1550 W Carroll Ave, Chicago, IL 60607|36-4471920|30 days|retail,online|600-3800|Kitchenware and linens;Candles and home décor;Storage and organization line|
VEN-1008|Brightline Electronics Distribution|Electronics|Steven Park|brightline|(408) 555-0165|2880 Zanker Rd, San Jose, CA 95134|77-0315592|45 days|retail,online|900-7200|Headphones and chargers;Smart home accessories;Phone cases and cables|Minimum order $500.
VEN-1009|Northstar Packaging & Shipping Supplies|Packaging|Amy Thornton|northstarpack|(775) 555-0147|350 Lillard Dr, Sparks, NV 89434|88-0562714|30 days|cafe,retail,online|150-900|Shipping boxes and mailers;To-go cups, lids and sleeves;Tape, labels and bags|
VEN-1010|Keystone Property Maintenance|Facilities|Joe Marino|keystonepm|(619) 555-0111|3737 Main St, San Diego, CA 92113|33-0984416|15 days|realty,retail|300-2400|Unit turnover repairs;HVAC service call;Landscaping and common areas|
VEN-1011|Metro Print & Signage|Marketing|Dana Kowalski|metroprint|(212) 555-0182|245 W 29th St, New York, NY 10001|13-3650218|30 days|retail,realty,cafe|150-1600|Listing signs and riders;Window graphics;Menu boards and flyers|
VEN-1012|Landmark Title & Escrow Services|Professional Services|Victoria Hale|landmarktitle|(212) 555-0126|120 Broadway, 18th Floor, New York, NY 10271|13-4127705|30 days|realty|400-2200|Title search fees;Escrow processing;Closing document preparation|
VEN-1013|Clearwater Cleaning Supplies|Cleaning Supplies|Bill Osei|clearwaterclean|(303) 555-0158|5600 Joliet St, Denver, CO 80239|84-1739046|15 days|cafe,retail,online,realty|90-450|Janitorial supplies;Sanitizer and paper towels;Floor care products|
VEN-1014|OfficeWorks Business Supply|Office Supplies|Jenna Brooks|officeworks|(800) 555-0170|900 Commerce Blvd, Columbus, OH 43219|31-1562890|30 days|cafe,retail,online,realty|60-520|Printer paper and toner;Receipt rolls and labels;Office chairs and desk supplies|
VEN-1015|Sentinel Security Systems|Security|Frank Delgado|sentinelsecurity|(312) 555-0193|600 W Jackson Blvd, Chicago, IL 60661|36-3310847|60 days|retail|200-1200|Alarm monitoring;Camera maintenance|Contract ended; replaced by in-house loss prevention.
`;

function parseVendor(line: string): VendorDef {
  const [code, name, category, contact, domain, phone, address, taxId, terms, kinds, dollars, items, notes] =
    line.split("|");
  const [min, max] = (dollars ?? "0-0").split("-").map(Number);
  return {
    code: code ?? "",
    name: name ?? "",
    category: category ?? "General",
    contact: contact ?? "",
    email: `orders@${domain}.example.com`,
    phone: phone ?? "",
    address: address ?? "",
    taxId: taxId ?? "",
    terms: (terms ?? "30 days") as PaymentTerms,
    status: notes?.startsWith("Contract ended") ? "inactive" : "active",
    kinds: (kinds ?? "").split(",") as StoreKind[],
    amount: [min ?? 0, max ?? 0],
    items: (items ?? "").split(";"),
    notes: notes || null,
  };
}

export const VENDORS: readonly VendorDef[] = TABLE.trim().split("\n").map(parseVendor);

/** Days from purchase to due date. COD is due on delivery, booked as the next day. */
export function termDays(terms: PaymentTerms): number {
  if (terms === "COD") return 1;
  if (terms === "Net 30") return 30;
  return Number.parseInt(terms, 10);
}

export interface ExpenseCategoryDef {
  name: string;
  /** Range in whole dollars. */
  amount: readonly [number, number];
  items: readonly string[];
  weight: number;
}

export const EXPENSE_CATEGORIES: readonly ExpenseCategoryDef[] = [
  cat(
    "Office Supplies",
    25,
    240,
    4,
    "Printer paper and toner;Receipt paper rolls;Notebooks, pens and folders",
  ),
  cat("Meals & Entertainment", 40, 380, 2, "Team lunch;Client coffee meeting;Staff appreciation breakfast"),
  cat("Transportation", 20, 260, 3, "Delivery van fuel;Parking for vendor pickup;Mileage reimbursement"),
  cat(
    "Maintenance",
    80,
    900,
    3,
    "HVAC filter replacement;Plumbing repair;Door closer replacement;Light fixture repair",
  ),
  cat("Utilities", 120, 900, 1, "Water and sewer;Internet service;Waste collection"),
  cat(
    "Marketing",
    75,
    1200,
    2,
    "Social media ads;Flyers and posters;Local newspaper ad;Community event sponsorship",
  ),
  cat(
    "Training",
    60,
    650,
    1,
    "Food safety certification;POS system training;Customer service workshop;First aid course",
  ),
  cat("Other", 15, 300, 1, "Bank service fees;Permit renewal;Miscellaneous supplies"),
];

function cat(name: string, min: number, max: number, weight: number, items: string): ExpenseCategoryDef {
  return { name, amount: [min, max], items: items.split(";"), weight };
}
