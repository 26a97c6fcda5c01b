// The public surface of @tembo/ui: one export per line; compound parts as namespaces.
export { UiProvider, themeSettings, type UiProviderProps } from './theme/UiProvider.tsx';
export {
  ThemeProvider,
  useTheme,
  type ThemeProviderProps,
  type ThemeContextValue,
} from './theme/ThemeProvider.tsx';
export {
  themeScript,
  themeStorageKey,
  type ThemePreference,
  type ResolvedTheme,
} from './theme/theme-script.ts';
export { Button, type ButtonProps } from './components/Button/Button.tsx';
export { LinkButton, type LinkButtonProps } from './components/Button/LinkButton.tsx';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState.tsx';
export {
  ErrorFallback,
  type ErrorFallbackProps,
} from './components/ErrorFallback/ErrorFallback.tsx';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton.tsx';
export { SkeletonText, type SkeletonTextProps } from './components/Skeleton/Skeleton.tsx';
export { SkipLink, type SkipLinkProps } from './components/SkipLink/SkipLink.tsx';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner.tsx';
export { StarRating, type StarRatingProps } from './components/StarRating/StarRating.tsx';
export {
  StarRatingInput,
  type StarRatingInputProps,
} from './components/StarRating/StarRatingInput.tsx';
export { ThemeToggle, type ThemeToggleProps } from './components/ThemeToggle/ThemeToggle.tsx';
export { mainNavItems, footerNavItems, isCurrentPath, type NavItem } from './navigation.ts';
export {
  AccommodationCard,
  type AccommodationCardProps,
} from './components/AccommodationCard/AccommodationCard.tsx';
export {
  DestinationCard,
  type DestinationCardProps,
} from './components/DestinationCard/DestinationCard.tsx';
export {
  Footer,
  type FooterProps,
  type SocialLinks,
  type ContactDetails,
} from './components/Footer/Footer.tsx';
export {
  ImageWithFallback,
  type FocalPoint,
  type ImageSource,
  type ImageWithFallbackProps,
} from './components/ImageWithFallback/ImageWithFallback.tsx';
export { PackageCard, type PackageCardProps } from './components/PackageCard/PackageCard.tsx';
export { formatUsd } from './components/PackageCard/format-usd.ts';
export { PostCard, type PostCardProps } from './components/PostCard/PostCard.tsx';
export {
  TestimonialCard,
  type TestimonialCardProps,
} from './components/TestimonialCard/TestimonialCard.tsx';
export {
  WhatsAppButton,
  whatsAppHref,
  type WhatsAppButtonProps,
} from './components/WhatsAppButton/WhatsAppButton.tsx';
export type { CardImage } from './components/private/CardMedia.tsx';
export { Sheet, type SheetProps } from './components/Sheet/Sheet.tsx';
export { Drawer, isAndroidEdge, type DrawerProps } from './components/Drawer/Drawer.tsx';
export { Header, type HeaderProps } from './components/Header/Header.tsx';
export {
  Toaster,
  toast,
  defaultToastTimeout,
  type ToastMessage,
} from './components/Toast/Toast.tsx';
export { Carousel, type CarouselProps } from './components/Carousel/Carousel.tsx';
export {
  Lightbox,
  type LightboxProps,
  type LightboxImage,
} from './components/Lightbox/Lightbox.tsx';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination.tsx';
export { SearchField, type SearchFieldProps } from './components/SearchField/SearchField.tsx';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
} from './components/ConfirmDialog/ConfirmDialog.tsx';
export { Tabs, type TabsProps, type TabItem } from './components/Tabs/Tabs.tsx';
export { TextField, type TextFieldProps } from './components/TextField/TextField.tsx';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea.tsx';
export { Select, type SelectProps, type SelectOption } from './components/Select/Select.tsx';
export { NativeSelect, type NativeSelectProps } from './components/NativeSelect/NativeSelect.tsx';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox.tsx';
export { NumberField, type NumberFieldProps } from './components/NumberField/NumberField.tsx';
export {
  NativeNumberField,
  type NativeNumberFieldProps,
} from './components/NativeNumberField/NativeNumberField.tsx';
export { DateField, type DateFieldProps } from './components/DateField/DateField.tsx';
export { FileDrop, imageTypes, type FileDropProps } from './components/FileDrop/FileDrop.tsx';
export {
  ReorderableList,
  type ReorderableListProps,
} from './components/ReorderableList/ReorderableList.tsx';
