import { overlayTestSuite } from '../private/Overlay/overlayTestSuite.tsx';
import { Sheet } from './Sheet.tsx';

overlayTestSuite('Sheet', Sheet, 'Close menu');
