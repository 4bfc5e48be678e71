export interface NoticeContent {
  tone: 'error' | 'info';
  text: string;
}

/** A message about the last action: an error is an alert, anything else is read politely. */
export function Notice({ notice }: { notice: NoticeContent | null }) {
  return (
    <div role={notice?.tone === 'error' ? 'alert' : 'status'} className={`notice ${notice?.tone ?? ''}`}>
      {notice?.text}
    </div>
  );
}
