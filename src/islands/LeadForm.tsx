// Island: the inspection and contact forms (see src/forms/).
export { LeadForm as default } from '../forms/LeadForm.tsx';
