// Checks every step of the service-request flow shares in its stories: Back calls back, a busy
// main action ignores presses, and the main action does nothing while answers are missing.
import { expect, type within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;
type StepPlay = { canvas: Canvas; userEvent: { click: (element: Element) => Promise<void> } };
type Callback = ((...args: never[]) => unknown) | undefined;

/** Back calls `onBack` once. */
export async function checkGoesBack({ canvas, userEvent }: StepPlay, onBack: Callback) {
  await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
  await expect(onBack).toHaveBeenCalledTimes(1);
}

/** The main action named `name` shows it is busy and ignores a press. */
export async function checkBusy({ canvas, userEvent }: StepPlay, name: string, callback: Callback) {
  const button = canvas.getByRole('button', { name });
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await userEvent.click(button);
  await expect(callback).not.toHaveBeenCalled();
}

/** Pressing the main action with answers missing does not move on. */
export async function checkHeldBack({ canvas, userEvent }: StepPlay, callback: Callback, name = 'Continue') {
  await userEvent.click(canvas.getByRole('button', { name }));
  await expect(callback).not.toHaveBeenCalled();
}

/** The step's failure is announced and describes the main action. */
export async function checkStepError(
  { canvas }: Pick<StepPlay, 'canvas'>,
  message: string,
  name = 'Continue',
) {
  await expect(canvas.getByRole('alert')).toHaveTextContent(message);
  await expect(canvas.getByRole('button', { name })).toHaveAccessibleDescription(message);
}
