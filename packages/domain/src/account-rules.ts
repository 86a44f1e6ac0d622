// Registration and profile validation (spec 000 section 5), shared by the server and the web forms.
// Every failure carries its message-catalogue key as the zod issue message. The rules live by use case
// in the files below; this module is the entry point importers use.
export * from './account-fields.ts';
export * from './account-form.ts';
export * from './profile-rules.ts';
export * from './registration-rules.ts';
