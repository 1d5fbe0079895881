/**
 * India's states and union territories with their GST state codes (the first two digits of a GSTIN; the
 * place of supply on an invoice). One list for the checkout's select, the /api's validation and the
 * invoice. Code 25 (Daman and Diu) merged into 26 in 2020; 97 (other territory) and 96 (outside India)
 * are not places a parcel is shipped to, so they are not offered.
 */
export type IndianState = { code: string; name: string; nameHi: string; kind: 'state' | 'ut' };

export const INDIAN_STATES: readonly IndianState[] = [
  { code: '01', name: 'Jammu and Kashmir', nameHi: 'जम्मू और कश्मीर', kind: 'ut' },
  { code: '02', name: 'Himachal Pradesh', nameHi: 'हिमाचल प्रदेश', kind: 'state' },
  { code: '03', name: 'Punjab', nameHi: 'पंजाब', kind: 'state' },
  { code: '04', name: 'Chandigarh', nameHi: 'चंडीगढ़', kind: 'ut' },
  { code: '05', name: 'Uttarakhand', nameHi: 'उत्तराखंड', kind: 'state' },
  { code: '06', name: 'Haryana', nameHi: 'हरियाणा', kind: 'state' },
  { code: '07', name: 'Delhi', nameHi: 'दिल्ली', kind: 'ut' },
  { code: '08', name: 'Rajasthan', nameHi: 'राजस्थान', kind: 'state' },
  { code: '09', name: 'Uttar Pradesh', nameHi: 'उत्तर प्रदेश', kind: 'state' },
  { code: '10', name: 'Bihar', nameHi: 'बिहार', kind: 'state' },
  { code: '11', name: 'Sikkim', nameHi: 'सिक्किम', kind: 'state' },
  { code: '12', name: 'Arunachal Pradesh', nameHi: 'अरुणाचल प्रदेश', kind: 'state' },
  { code: '13', name: 'Nagaland', nameHi: 'नागालैंड', kind: 'state' },
  { code: '14', name: 'Manipur', nameHi: 'मणिपुर', kind: 'state' },
  { code: '15', name: 'Mizoram', nameHi: 'मिज़ोरम', kind: 'state' },
  { code: '16', name: 'Tripura', nameHi: 'त्रिपुरा', kind: 'state' },
  { code: '17', name: 'Meghalaya', nameHi: 'मेघालय', kind: 'state' },
  { code: '18', name: 'Assam', nameHi: 'असम', kind: 'state' },
  { code: '19', name: 'West Bengal', nameHi: 'पश्चिम बंगाल', kind: 'state' },
  { code: '20', name: 'Jharkhand', nameHi: 'झारखंड', kind: 'state' },
  { code: '21', name: 'Odisha', nameHi: 'ओडिशा', kind: 'state' },
  { code: '22', name: 'Chhattisgarh', nameHi: 'छत्तीसगढ़', kind: 'state' },
  { code: '23', name: 'Madhya Pradesh', nameHi: 'मध्य प्रदेश', kind: 'state' },
  { code: '24', name: 'Gujarat', nameHi: 'गुजरात', kind: 'state' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', nameHi: 'दादरा और नगर हवेली और दमन और दीव', kind: 'ut' },
  { code: '27', name: 'Maharashtra', nameHi: 'महाराष्ट्र', kind: 'state' },
  { code: '29', name: 'Karnataka', nameHi: 'कर्नाटक', kind: 'state' },
  { code: '30', name: 'Goa', nameHi: 'गोवा', kind: 'state' },
  { code: '31', name: 'Lakshadweep', nameHi: 'लक्षद्वीप', kind: 'ut' },
  { code: '32', name: 'Kerala', nameHi: 'केरल', kind: 'state' },
  { code: '33', name: 'Tamil Nadu', nameHi: 'तमिलनाडु', kind: 'state' },
  { code: '34', name: 'Puducherry', nameHi: 'पुदुचेरी', kind: 'ut' },
  { code: '35', name: 'Andaman and Nicobar Islands', nameHi: 'अंडमान और निकोबार द्वीपसमूह', kind: 'ut' },
  { code: '36', name: 'Telangana', nameHi: 'तेलंगाना', kind: 'state' },
  { code: '37', name: 'Andhra Pradesh', nameHi: 'आंध्र प्रदेश', kind: 'state' },
  { code: '38', name: 'Ladakh', nameHi: 'लद्दाख', kind: 'ut' },
];

/** Older or longer names people still type, mapped to the code (compared after `normaliseStateName`). */
const ALIASES: Readonly<Record<string, string>> = {
  'jammu kashmir': '01',
  'nct of delhi': '07',
  'national capital territory of delhi': '07',
  'new delhi': '07',
  uttaranchal: '05',
  orissa: '21',
  pondicherry: '34',
  'andaman and nicobar': '35',
  'daman and diu': '26',
  'dadra and nagar haveli': '26',
};

function normaliseStateName(value: string): string {
  return value.normalize('NFC').toLowerCase().replace(/&/g, ' and ').replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
}

const BY_NAME = new Map<string, IndianState>();
const BY_CODE = new Map<string, IndianState>();
for (const s of INDIAN_STATES) {
  BY_CODE.set(s.code, s);
  BY_NAME.set(normaliseStateName(s.name), s);
  BY_NAME.set(normaliseStateName(s.nameHi), s);
}
for (const [alias, code] of Object.entries(ALIASES)) BY_NAME.set(alias, BY_CODE.get(code)!);

/**
 * The state a buyer named: its English or Hindi name in any case (or a common older name such as Orissa),
 * or its two-digit GST code ('9' is read as '09'). null when nothing matches.
 */
export function findIndianState(value: string | null | undefined): IndianState | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (/^\d{1,2}$/.test(trimmed)) return BY_CODE.get(trimmed.padStart(2, '0')) ?? null;
  return BY_NAME.get(normaliseStateName(trimmed)) ?? null;
}

export function indianStateByCode(code: string | null | undefined): IndianState | null {
  return code ? (BY_CODE.get(code) ?? null) : null;
}
