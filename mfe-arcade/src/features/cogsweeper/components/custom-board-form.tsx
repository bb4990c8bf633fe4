import { type FormEvent, useId, useState } from 'react';
import { type BoardSize, CUSTOM_BOARD_LIMITS } from 'shared-contracts/domain';
import { checkCustomBoard } from '../lib/levels';

interface CustomBoardFormProps {
  initial: BoardSize;
  onStart: (size: BoardSize) => void;
}

/** Width, height and Cogs of a custom board, checked against the site's bounds before a game starts. */
export function CustomBoardForm({ initial, onStart }: CustomBoardFormProps) {
  const id = useId();
  const [values, setValues] = useState({
    width: String(initial.width),
    height: String(initial.height),
    cogs: String(initial.cogs),
  });
  const [problems, setProblems] = useState<Partial<Record<keyof BoardSize, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkCustomBoard({
      width: Number(values.width),
      height: Number(values.height),
      cogs: Number(values.cogs),
    });
    if (check.ok) {
      setProblems({});
      onStart(check.size);
    } else {
      setProblems(check.problems);
    }
  };

  const field = (name: keyof BoardSize, label: string, min: number, max: number) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={values[name]}
        aria-invalid={problems[name] ? true : undefined}
        aria-describedby={problems[name] ? `${id}-${name}-problem` : undefined}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
      {problems[name] ? (
        <span id={`${id}-${name}-problem`} className="form-message form-message--error">
          {problems[name]}
        </span>
      ) : null}
    </div>
  );

  return (
    <form className="inline-form sweep-custom" onSubmit={submit} noValidate aria-label="Custom board">
      {field('width', 'Width', CUSTOM_BOARD_LIMITS.minSide, CUSTOM_BOARD_LIMITS.maxWidth)}
      {field('height', 'Height', CUSTOM_BOARD_LIMITS.minSide, CUSTOM_BOARD_LIMITS.maxHeight)}
      {field(
        'cogs',
        'Cogs',
        CUSTOM_BOARD_LIMITS.minCogs,
        CUSTOM_BOARD_LIMITS.maxWidth * CUSTOM_BOARD_LIMITS.maxHeight,
      )}
      <button type="submit" className="button button--small">
        Start custom game
      </button>
      <p className="fine-print">
        Custom boards are for practice: they earn no jellybeans and keep no best time.
      </p>
    </form>
  );
}
