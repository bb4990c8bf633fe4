import { type FormEvent, useId, useState } from 'react';

interface AddNameFormProps {
  /** Label of the text box, e.g. "SOS Toon name". */
  label: string;
  /** Returns why the name cannot be added, or null when it can. */
  problemWith: (name: string) => string | null;
  onAdd: (name: string) => void;
  /** The names the game has, offered as the box's suggestions when it lists them. */
  suggestions?: readonly string[];
}

/** A free-text row to add a named entry (an SOS Toon, a Cog...), with its problem shown beside it. */
export function AddNameForm({ label, problemWith, onAdd, suggestions }: AddNameFormProps) {
  const id = useId();
  const listId = useId();
  const messageId = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemWith(name);
    setProblem(found);
    if (found) return;
    onAdd(name.trim());
    setName('');
  };

  return (
    <form className="inline-form" onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="text"
          value={name}
          maxLength={64}
          autoComplete="off"
          list={suggestions ? listId : undefined}
          aria-describedby={problem ? messageId : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
        />
        {suggestions && (
          <datalist id={listId}>
            {suggestions.map((suggestion) => (
              <option key={suggestion} value={suggestion} />
            ))}
          </datalist>
        )}
      </div>
      <button type="submit" className="button button--small">
        Add
      </button>
      {problem && (
        <p id={messageId} className="form-message form-message--error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
