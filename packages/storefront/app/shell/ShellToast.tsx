import { Toast, Toaster } from '@nirmal/design-system';
import { observer } from 'mobx-react-lite';
import { useStores } from '../state/app-state.tsx';

/** The shell's toast (§2 overlays): shown while the shell store's toast is set. */
export const ShellToast = observer(function ShellToast() {
  const { shell } = useStores();
  return (
    <Toaster>
      <Toast
        key={shell.toastCount}
        open={shell.isToastVisible}
        onOpenChange={(open) => open || shell.hideToast()}
        title={shell.toast.message}
        tone="success"
      />
    </Toaster>
  );
});
