// One parameter the technician changed and has not applied yet: its address and new value.
export interface PendingEdit {
  section: string;
  name: string;
  value: string;
}
