export { Spinner, type SpinnerProps } from './components/Spinner/Spinner.tsx';
