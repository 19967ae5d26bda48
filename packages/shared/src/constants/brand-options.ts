/** Spec 1 §3 option lists for the brand registration wizard. Values are what the server stores. */
export const INDUSTRIES = [
  { value: 'technology', label: 'Technology' },
  { value: 'retail', label: 'Retail' },
  { value: 'finance', label: 'Finance' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'education', label: 'Education' },
  { value: 'food', label: 'Food & beverage' },
  { value: 'travel', label: 'Travel' },
  { value: 'entertainment', label: 'Entertainment' },
  { value: 'other', label: 'Other' },
] as const;
export const INDUSTRY_VALUES = INDUSTRIES.map((o) => o.value) as [string, ...string[]];

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;

export const BUDGETS = [
  { value: '1k-5k', label: '$1,000 – $5,000' },
  { value: '5k-10k', label: '$5,000 – $10,000' },
  { value: '10k-25k', label: '$10,000 – $25,000' },
  { value: '25k-50k', label: '$25,000 – $50,000' },
  { value: '50k+', label: '$50,000+' },
] as const;
export const BUDGET_VALUES = BUDGETS.map((o) => o.value) as [string, ...string[]];

/** The client's camelCase flags (spec 1 §3) and the snake-case keys the server receives. */
export const OBJECTIVES = [
  { flag: 'brandAwareness', value: 'brand_awareness', label: 'Brand awareness' },
  { flag: 'productLaunch', value: 'product_launch', label: 'Product launch' },
  { flag: 'leadGeneration', value: 'lead_generation', label: 'Lead generation' },
  { flag: 'sales', value: 'sales', label: 'Sales' },
  { flag: 'engagement', value: 'engagement', label: 'Engagement' },
  { flag: 'other', value: 'other', label: 'Other' },
] as const;
export const OBJECTIVE_VALUES = OBJECTIVES.map((o) => o.value) as [string, ...string[]];
export type ObjectiveValue = (typeof OBJECTIVES)[number]['value'];

export const BRAND_WIZARD_STEPS = ['Contact', 'Company', 'Campaign'] as const;
export const JOB_TITLE_MIN = 2;
export const JOB_TITLE_MAX = 100;
