/** A failure in words where the technician looks (role="alert"); nothing when there is none. */
export function AlertLine({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="error-text" role="alert">
      {message}
    </p>
  );
}
