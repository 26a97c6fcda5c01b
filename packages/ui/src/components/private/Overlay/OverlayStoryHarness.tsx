import { useState, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../../Button/Button.tsx';
import { LinkButton } from '../../Button/LinkButton.tsx';

interface OverlayLike {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** Stories only: a 'Toggle menu' button opening an overlay with menu links and 'Book Now'. */
export function OverlayStoryHarness({
  Overlay,
  defaultOpen = false,
}: {
  Overlay: ComponentType<OverlayLike>;
  defaultOpen?: boolean;
}) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="outline" onPress={() => setOpen(true)}>
        Toggle menu
      </Button>
      <Overlay
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Menu"
        footer={<LinkButton href="/contact">Book Now</LinkButton>}
      >
        <nav aria-label="Mobile">
          <ul style={{ display: 'grid', gap: 12, margin: 0, padding: 0, listStyle: 'none' }}>
            {['About', 'Services', 'Safari Packages', 'Gallery'].map((label) => (
              <li key={label}>
                <Link href={`/${label.toLowerCase().replace(' ', '-')}`} onPress={close}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Overlay>
    </>
  );
}
