// Photos from the writer's computer or phone: drop image files on the page text or choose them; for each, the writer
// says what it shows (the alt text) first, then the file goes to the server's import (`npm run photos -- add`'s,
// photo-upload.ts) and a <Photo> is written at the cursor. The photo is listed with the unsaved files until saved.
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { drafts } from './api.ts';
import { componentSource } from './ComponentMenu.tsx';

interface Uploaded {
  name: string;
  path: string;
}

const ACCEPT = 'image/jpeg,image/png,image/heic,image/heif,.jpg,.jpeg,.png,.heic,.heif';

async function upload(file: File): Promise<Uploaded> {
  const response = await fetch(`/api/photo?name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    headers: { 'content-type': file.type.startsWith('image/') ? file.type : 'application/octet-stream' },
    body: file,
  });
  const data = (await response.json().catch(() => ({ error: response.statusText }))) as Uploaded & { error?: string };
  if (!response.ok) throw new Error(data.error ?? response.statusText);
  return data;
}

export function PhotoUpload({
  onInsert,
  onAdded,
  children,
}: {
  /** Writes the <Photo> source at the cursor. */
  onInsert: (source: string) => void;
  /** A photo now in content/photos/ (for the pickers). */
  onAdded: (name: string) => void;
  /** The page text: files dropped on it come here. */
  children: ReactNode;
}) {
  const [queue, setQueue] = useState<File[]>([]);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error?: boolean }>();
  const chooser = useRef<HTMLInputElement>(null);
  const current = queue[0];
  const take = (files: FileList | null) => {
    if (!files?.length) return;
    // Copied now: the chooser's list empties when it is reset for the next choice.
    const chosen = Array.from(files);
    setMessage(undefined);
    setQueue((q) => [...q, ...chosen]);
  };
  const onDrop = (e: DragEvent) => {
    if (!e.dataTransfer.files.length) return;
    e.preventDefault();
    take(e.dataTransfer.files);
  };
  const next = () => {
    setAlt('');
    setQueue((q) => q.slice(1));
  };
  return (
    <div
      className="photo-drop"
      onDragOver={(e) => e.dataTransfer.types.includes('Files') && e.preventDefault()}
      onDrop={onDrop}
    >
      {children}
      <p className="help">
        <button type="button" onClick={() => chooser.current?.click()}>
          Add a photo from this computer or phone
        </button>{' '}
        or drop photos (JPEG, PNG or HEIC) on the text.
        <input
          ref={chooser}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          aria-label="Photos to add"
          onChange={(e) => {
            take(e.target.files);
            e.target.value = '';
          }}
        />
      </p>
      {current && (
        <form
          className="photo-alt"
          aria-label="Describe the photo"
          onSubmit={async (e) => {
            e.preventDefault();
            setBusy(true);
            try {
              const added = await upload(current);
              drafts.put({
                path: added.path,
                base: '',
                version: null,
                text: '',
                problems: 0,
                created: true,
                photo: true,
              });
              onAdded(added.name);
              onInsert(componentSource('Photo', { src: added.name, alt: alt.trim() }));
              setMessage({ text: `Added ${current.name} as the photo "${added.name}".` });
            } catch (err) {
              setMessage({ text: (err as Error).message, error: true });
            } finally {
              setBusy(false);
              next();
            }
          }}
        >
          <label htmlFor="photo-alt-text">
            What does “{current.name}” show? Say it for someone who cannot see the photo.
          </label>
          <input
            id="photo-alt-text"
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
            required
            minLength={5}
            autoFocus
            placeholder="The back wall after the piers were set, crack closed"
          />
          <button type="submit" className="primary" disabled={busy}>
            {busy ? 'Adding…' : 'Add the photo'}
          </button>
          <button type="button" onClick={next} disabled={busy}>
            Cancel
          </button>
        </form>
      )}
      {message && (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? 'error' : 'photo-message'}>
          {message.text}
        </p>
      )}
    </div>
  );
}
