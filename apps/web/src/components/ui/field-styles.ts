/** The look shared by text inputs, textareas and selects: 44 px tall controls, brand focus, accent when invalid. */
export const FIELD_CLASSES =
  "w-full rounded-xl border border-ink-300 bg-white px-4 text-[0.9375rem] text-ink-900 shadow-xs transition-[border-color,box-shadow] placeholder:text-ink-500 hover:border-ink-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none aria-[invalid=true]:border-accent-600 aria-[invalid=true]:focus:ring-accent-100 disabled:cursor-not-allowed disabled:bg-ink-50 disabled:text-ink-500";
