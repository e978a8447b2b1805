import type { Config } from '@react-router/dev/config';

// Server rendering for every page: the first paint is styled and carries the shell's data.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
