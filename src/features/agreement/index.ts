/** The visitor agreement: its settings, the signing form, and the acceptance a check-in carries. */
export { AgreementSettings } from './AgreementSettings';
export { OtherAgreementsSettings } from './OtherAgreementsSettings';
export { useNamedAgreementsQuery } from './agreementApi';
export { AgreementSigning } from './AgreementSigning';
export { acceptanceOf, EMPTY_AGREEMENT_FORM } from './acceptance';
export { useAgreementAcceptance } from './useAgreementAcceptance';
