import { useEffect, useState } from 'react';
import type { MobileFormField } from '@tourneo/domain/mobile/responses';
import type { AnswerValue } from '@tourneo/domain/mobile/report';
import { AGENT_APP_MESSAGES } from '@tourneo/domain/messages/agent-app-fr';

const t = AGENT_APP_MESSAGES;

interface FormFieldInputProps {
  field: MobileFormField;
  value: AnswerValue | undefined;
  isReadOnly: boolean;
  /** Saves the answer (null clears it); resolves with the server's refusal, if any. */
  onSave: (value: AnswerValue | null) => Promise<string | null>;
}

const INPUT_TYPES: Partial<
  Record<MobileFormField['field_type'], { type: string; inputMode?: 'decimal' | 'email' | 'tel' }>
> = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email' },
  phone: { type: 'tel', inputMode: 'tel' },
  // A text input with the decimal keypad: French numbers take a comma, which type=number refuses.
  number: { type: 'text', inputMode: 'decimal' },
  date: { type: 'date' },
  time: { type: 'time' },
};

const asText = (value: AnswerValue | undefined) =>
  value === undefined || typeof value === 'boolean' || Array.isArray(value) ? '' : String(value);

function Label({ field }: { field: MobileFormField }) {
  return (
    <>
      {field.field_label}
      {field.is_required && <span className="required"> ({t.session.required})</span>}
    </>
  );
}

/**
 * One question of the operation's form (every type but image and file, see PhotoField). Texts are
 * saved when the agent leaves the input, choices at once; the server's refusal shows below it.
 */
export function FormFieldInput({ field, value, isReadOnly, onSave }: FormFieldInputProps) {
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState<AnswerValue | undefined>(value);
  useEffect(() => setDraft(value), [value]);
  const id = `field-${field.id}`;
  const errorId = `${id}-error`;
  const described = error ? { 'aria-describedby': errorId, 'aria-invalid': true as const } : {};

  async function save(next: AnswerValue | null) {
    setDraft(next ?? undefined);
    setError(await onSave(next));
  }
  const errorLine = error && (
    <p className="field-error" id={errorId} role="alert">
      {error}
    </p>
  );

  if (field.field_type === 'radio' || (field.field_type === 'checkbox' && field.options.length > 0)) {
    const isRadio = field.field_type === 'radio';
    const chosen = Array.isArray(draft) ? draft : typeof draft === 'string' ? [draft] : [];
    return (
      <fieldset className="field" {...described}>
        <legend>
          <Label field={field} />
        </legend>
        {field.options.map((option) => (
          <label key={option.option_value} className="choice">
            <input
              type={isRadio ? 'radio' : 'checkbox'}
              name={id}
              value={option.option_value}
              checked={chosen.includes(option.option_value)}
              disabled={isReadOnly}
              onChange={(event) => {
                if (isRadio) {
                  void save(option.option_value);
                  return;
                }
                const next = event.target.checked
                  ? [...chosen, option.option_value]
                  : chosen.filter((item) => item !== option.option_value);
                void save(next.length > 0 ? next : null);
              }}
            />
            {option.option_label}
          </label>
        ))}
        {errorLine}
      </fieldset>
    );
  }
  if (field.field_type === 'checkbox') {
    return (
      <div className="field">
        <label className="choice">
          <input
            type="checkbox"
            id={id}
            checked={draft === true}
            disabled={isReadOnly}
            onChange={(event) => void save(event.target.checked)}
            {...described}
          />
          <Label field={field} />
        </label>
        {errorLine}
      </div>
    );
  }
  if (field.field_type === 'select') {
    return (
      <div className="field">
        <label htmlFor={id}>
          <Label field={field} />
        </label>
        <select
          id={id}
          value={asText(draft)}
          disabled={isReadOnly}
          onChange={(event) => void save(event.target.value || null)}
          {...described}
        >
          <option value="">{t.fields.chooseOption}</option>
          {field.options.map((option) => (
            <option key={option.option_value} value={option.option_value}>
              {option.option_label}
            </option>
          ))}
        </select>
        {errorLine}
      </div>
    );
  }
  // Texts, numbers, dates and times: saved when the agent leaves the input, if changed.
  const onBlur = (text: string) => {
    const trimmed = field.field_type === 'textarea' ? text : text.trim();
    if (trimmed === asText(value)) {
      return;
    }
    if (trimmed === '') {
      void save(null);
      return;
    }
    // A number is sent as one (the server would convert '12,5' too, but the phone compares answers).
    const number = Number(trimmed.replace(',', '.'));
    void save(field.field_type === 'number' && Number.isFinite(number) ? number : trimmed);
  };
  const common = {
    id,
    name: field.field_name,
    value: asText(draft),
    readOnly: isReadOnly,
    required: field.is_required,
    placeholder: field.field_placeholder || undefined,
    onChange: (event: { target: { value: string } }) => setDraft(event.target.value),
    ...described,
  };
  const input = INPUT_TYPES[field.field_type] ?? { type: 'text' };
  return (
    <div className="field">
      <label htmlFor={id}>
        <Label field={field} />
      </label>
      {field.field_type === 'textarea' ? (
        <textarea {...common} onBlur={(event) => onBlur(event.target.value)} />
      ) : (
        <input
          {...common}
          type={input.type}
          inputMode={input.inputMode}
          onBlur={(event) => onBlur(event.target.value)}
        />
      )}
      {errorLine}
    </div>
  );
}
