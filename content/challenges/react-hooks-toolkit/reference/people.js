// 500 generated people for the directory demo, from a seeded random
// generator so every visit (and every test) sees the same directory.

/** @typedef {{ id: number, name: string, role: string, team: string, city: string, remote: boolean }} Person */

/** mulberry32: a tiny, fast, seedable PRNG. */
function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  "Amara",
  "Ben",
  "Chloé",
  "Dev",
  "Elif",
  "Farah",
  "Gabriel",
  "Hana",
  "Ines",
  "Jonas",
  "Kofi",
  "Lena",
  "Mateo",
  "Nadia",
  "Oscar",
  "Priya",
  "Quentin",
  "Rosa",
  "Sven",
  "Tariq",
  "Uma",
  "Viktor",
  "Wen",
  "Ximena",
  "Yusuf",
  "Zara",
  "Aiko",
  "Bruno",
  "Carmen",
  "Diego",
  "Emeka",
  "Freya",
  "Hugo",
  "Isla",
  "Kenji",
  "Lucia",
  "Malik",
  "Noor",
  "Olga",
  "Rafael",
];
const LAST = [
  "Okafor",
  "Lindqvist",
  "Moreau",
  "Patel",
  "Yılmaz",
  "Haddad",
  "Silva",
  "Sato",
  "García",
  "Weber",
  "Mensah",
  "Novak",
  "Rossi",
  "Khan",
  "Berg",
  "Iyer",
  "Laurent",
  "Ortiz",
  "Nilsson",
  "Aziz",
  "Rao",
  "Petrov",
  "Chen",
  "Flores",
  "Demir",
  "Ahmed",
  "Tanaka",
  "Costa",
  "Navarro",
  "Romero",
  "Eze",
  "Larsen",
  "Dubois",
  "Murray",
  "Ito",
  "Ferrari",
  "Hassan",
  "Qureshi",
  "Ivanova",
  "Mendes",
];
export const TEAMS = ["Design", "Engineering", "Marketing", "Sales", "Support", "Finance"];
const ROLES = {
  Design: ["Product Designer", "UX Researcher", "Design Lead", "Illustrator"],
  Engineering: [
    "Frontend Engineer",
    "Backend Engineer",
    "Site Reliability Engineer",
    "Engineering Manager",
    "QA Engineer",
  ],
  Marketing: ["Content Strategist", "Growth Marketer", "Brand Manager", "SEO Specialist"],
  Sales: ["Account Executive", "Sales Engineer", "Partnerships Lead"],
  Support: ["Support Specialist", "Community Manager", "Support Lead"],
  Finance: ["Financial Analyst", "Controller", "Payroll Specialist"],
};
const CITIES = [
  "Lisbon",
  "Berlin",
  "Nairobi",
  "Toronto",
  "Singapore",
  "Manchester",
  "Mexico City",
  "Stockholm",
  "Bengaluru",
  "Melbourne",
];

/** @returns {Person[]} */
export function generatePeople(count = 500, seed = 20260214) {
  const random = mulberry32(seed);
  const pick = (/** @type {string[]} */ list) => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, (_, i) => {
    const team = pick(TEAMS);
    return {
      id: i + 1,
      name: `${pick(FIRST)} ${pick(LAST)}`,
      role: pick(ROLES[team]),
      team,
      city: pick(CITIES),
      remote: random() < 0.35,
    };
  });
}
