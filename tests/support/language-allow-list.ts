/**
 * Latin words an Arabic page may show (checked by tests/e2e/language-scan.spec.ts). Each entry is a
 * name or code written the same in every language; a module acronym is allowed because Arabic pages
 * print it next to its Arabic name. Words of one or two letters are never flagged (IC, EM, SM, CM).
 * Add an entry only with the reason beside it.
 */
export const latinWordsAllowedOnArabicPages: readonly string[] = [
  'Siyana', // the product's brand, in the logo and legal text
  'ISO', // standards: ISO 41001, ISO 55001
  'PPC', // Planned Preventive Care, shown beside "الرعاية الوقائية المخططة"
  'PPM', // Planned Preventive Maintenance, shown beside "الصيانة الوقائية المخططة"
  'PDF', // the file format, written so on Arabic download buttons too
  'PDPL', // Saudi Personal Data Protection Law, cited by its official acronym
  'CBAHI', // the Saudi healthcare accreditation standard, named by its official acronym on the standards strip
  'UTC', // the time zone beside Riyadh time, "توقيت الرياض (UTC+3)", written so in Arabic too
  'RPO', 'RTO', 'ERP', 'API', // the recovery objectives and system kinds, beside their Arabic names, as buyers know them
];
