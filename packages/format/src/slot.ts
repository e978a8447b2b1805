// A service visit's slot as a customer reads it: the wire says its start ("HH:MM", India time)
// and its length ("HH:MM", one hour by default, §5).

const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

const clock12 = (minutes: number): string => {
  const hours = Math.floor(minutes / 60) % 24;
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${String(hours % 12 || 12).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
};

/** "10:00" → "10:00 AM – 11:00 AM"; a slot that is not "HH:MM" is shown as it came. */
export function formatSlotTime(start: string, duration = '01:00'): string {
  if (!/^\d{2}:\d{2}$/.test(start) || !/^\d{2}:\d{2}$/.test(duration)) return start;
  const from = minutesOf(start);
  return `${clock12(from)} – ${clock12(from + minutesOf(duration))}`;
}
