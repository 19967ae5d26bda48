import { Badge } from '../../../components/ui/badge';
import { categoryLabel } from '../creator-labels';

/** A creator's categories (brand tint) then languages, as search cards and creator pages show them. */
export function CreatorTags({ creator }: { creator: { categories: string[]; languages: string[] } }) {
  return (
    <ul aria-label="Categories and languages" className="flex flex-wrap gap-1.5">
      {creator.categories.map((category) => (
        <li key={category}>
          <Badge tone="brand">{categoryLabel(category)}</Badge>
        </li>
      ))}
      {creator.languages.map((language) => (
        <li key={language}>
          <Badge>{language}</Badge>
        </li>
      ))}
    </ul>
  );
}
