/**
 * The field only a bot fills (the contact schema's honeypot): off screen, out of the tab order and hidden
 * from assistive technology. A message that fills it is answered like any other and never delivered.
 */
export default function Honeypot({ formId, name }: { formId: string; name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`${formId}-${name}`}>Leave this field empty</label>
      <input id={`${formId}-${name}`} name={name} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
