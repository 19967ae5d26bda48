import { BooksPage } from '../../../features/ops/components/books-page';

export default function OpsBooksPage() {
  return <BooksPage />;
}
