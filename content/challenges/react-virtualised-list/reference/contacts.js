// 50,000 generated contacts from a seeded random generator, so every visit
// (and every bug report) sees the same list.

/** @typedef {{ id: number, first: string, last: string, name: string, email: string, company: string, note: string | null }} Contact */

function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  "Aaliyah",
  "Ahmed",
  "Alba",
  "Amara",
  "Ana",
  "Anton",
  "Aria",
  "Arjun",
  "Ava",
  "Ben",
  "Bianca",
  "Caleb",
  "Camila",
  "Chen",
  "Chloe",
  "Dario",
  "Dev",
  "Elena",
  "Eli",
  "Emre",
  "Esme",
  "Ethan",
  "Farah",
  "Felix",
  "Freya",
  "Gabriel",
  "Grace",
  "Hana",
  "Hugo",
  "Ines",
  "Isaac",
  "Isla",
  "Ivan",
  "Jade",
  "Jonas",
  "Julia",
  "Kai",
  "Kenji",
  "Kofi",
  "Layla",
  "Leo",
  "Lina",
  "Luca",
  "Maya",
  "Mei",
  "Milo",
  "Nadia",
  "Noah",
  "Nora",
  "Omar",
  "Oscar",
  "Priya",
  "Rafael",
  "Rosa",
  "Sami",
  "Sara",
  "Sofia",
  "Tariq",
  "Theo",
  "Uma",
  "Vera",
  "Wei",
  "Yara",
  "Yusuf",
  "Zara",
  "Zoe",
];
const LAST = [
  "Abbott",
  "Adeyemi",
  "Alvarez",
  "Andersson",
  "Bakker",
  "Banerjee",
  "Becker",
  "Bianchi",
  "Brennan",
  "Castillo",
  "Chen",
  "Costa",
  "Dalton",
  "Dubois",
  "Eriksen",
  "Evans",
  "Farouk",
  "Fischer",
  "Garcia",
  "Gupta",
  "Hansen",
  "Haddad",
  "Ito",
  "Jansen",
  "Kaur",
  "Kim",
  "Kowalski",
  "Larsen",
  "Lopez",
  "Mahmoud",
  "Moreau",
  "Murphy",
  "Nakamura",
  "Nguyen",
  "Novak",
  "Okafor",
  "Olsen",
  "Park",
  "Patel",
  "Petrov",
  "Quinn",
  "Rahman",
  "Rossi",
  "Santos",
  "Schmidt",
  "Silva",
  "Sorensen",
  "Tanaka",
  "Torres",
  "Usman",
  "Varga",
  "Walsh",
  "Weber",
  "Yamamoto",
  "Yilmaz",
  "Zhang",
];
const COMPANIES = [
  ["Northwind", "northwind.io"],
  ["Harbour & Co", "harbour.co"],
  ["Lumen Labs", "lumenlabs.dev"],
  ["Copperleaf", "copperleaf.com"],
  ["Tidewater", "tidewater.org"],
  ["Quill Studio", "quill.studio"],
  ["Brightpath", "brightpath.app"],
  ["Fernway", "fernway.eu"],
];
const NOTES = [
  "Prefers a call after 4 pm. Ask about the spring catalogue.",
  "Met at the Lisbon design meetup; interested in the annual plan.",
  "Invoices go to the finance team, not to this address.",
  "On parental leave until next quarter. Contact the deputy instead.",
  "Speaks Portuguese and Spanish.",
];

/** @returns {Contact[]} sorted by last name */
export function generateContacts(count = 50_000, seed = 7) {
  const random = mulberry32(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const contacts = [];
  for (let i = 0; i < count; i++) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const [company, domain] = pick(COMPANIES);
    const note = random() < 0.12 ? pick(NOTES) : null; // some rows are taller
    contacts.push({
      id: i + 1,
      first,
      last,
      name: `${first} ${last}`,
      email: `${first}.${last}${i % 97}@${domain}`.toLowerCase(),
      company,
      note,
    });
  }
  // By last name, then by id (which mixes first names nicely). Plain
  // comparisons are far faster than localeCompare for 50,000 rows.
  return contacts.sort((a, b) => (a.last < b.last ? -1 : a.last > b.last ? 1 : a.id - b.id));
}
