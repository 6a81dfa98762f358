/** The window property where forms submitted before hydration wait (see PendingFormsScript and PageReady). */
export const PENDING_FORMS = 'siyanaPendingForms';
