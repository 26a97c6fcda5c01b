import { GalleryList } from '../../features/admin/gallery/GalleryList.tsx';
import { adminMeta } from '../../features/admin/shared/meta.ts';

export const meta = () => adminMeta('Gallery');

export default function AdminGalleryList() {
  return <GalleryList />;
}
