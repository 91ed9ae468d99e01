import { Dialog } from '@/shared/ui/dialog';
import type { ModalEntry } from './modal-store';

/** The open modals as the kit's Dialog: a slide-up sheet on small screens, centred on large ones. */
export function ModalDialogs({ entries }: { entries: readonly ModalEntry[] }) {
  return entries.map(({ key, open, config, controller }) => (
    <Dialog
      key={key}
      open={open}
      onOpenChange={(next) => {
        if (!next) controller.close();
      }}
      title={config.title}
      description={config.description}
      closeable={config.closeable}
      size={config.size}
    >
      {config.render(controller)}
    </Dialog>
  ));
}
