'use client';
import { word } from './words';

/** The ten recovery codes, shown once, with a button to go on. */
export function RecoveryCodes({ codes, language, onDone }: { codes: string[]; language: string; onDone: () => void }) {
  return (
    <div className="recovery-codes">
      <h2>{word(language, 'recoveryTitle')}</h2>
      <p>{word(language, 'recoveryHelp')}</p>
      <ol data-testid="recovery-codes" style={{ fontFamily: 'monospace', fontSize: '1.1rem' }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <button type="button" className="btn btn--style-primary btn--size-large" onClick={onDone}>
        <span className="btn__content">{word(language, 'recoveryDone')}</span>
      </button>
    </div>
  );
}
