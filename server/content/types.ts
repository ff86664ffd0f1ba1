/** The immutable part of the content, as kept in memory (see cache.ts). */
import type {
  Lector,
  NamedItem,
  PaymentConfig,
  Sponsor,
  Tag,
} from '../../src/shared/contract/common';
import type { Material, Video } from '../../src/shared/contract/learning';

export interface CourseStatic {
  id: number;
  name: string;
  description: string;
  image: string | null;
  tags: Tag[];
  themes: NamedItem[];
  lectors: Lector[];
  colorScheme: 'L' | 'D';
  sponsor: Sponsor | null;
  payment: PaymentConfig;
  /** Published modules in course order: what visitors and the course page see. */
  moduleIds: number[];
}

export interface ModuleStatic {
  id: number;
  courseId: number;
  name: string;
  description: string;
  image: string | null;
  tags: Tag[];
  themes: NamedItem[];
  lectors: Lector[];
  isPublished: boolean;
  /** The module's own price, else its course's. */
  payment: PaymentConfig;
  colorScheme: 'L' | 'D';
  video: Video | null;
  viewable: Material[];
  downloadable: Material[];
  materialIds: number[];
  testId: number | null;
}

export interface ArticleStatic {
  id: number;
  name: string;
  image: string | null;
  tags: Tag[];
  topic: string;
  body: string;
  sponsor: Sponsor | null;
  publishedAt: string;
}

/** One course or published session as the catalogue filters and orders them (routes/catalogue.ts). */
export interface CatalogueEntry {
  kind: 'course' | 'module';
  id: number;
  /** Folded searchable text (lib/fold.ts), as stored in the search_text columns. */
  searchText: string;
  tags: Set<number>;
  themes: Set<number>;
  /** The sponsor of the course (of the session's course). */
  sponsor: number | null;
}

export interface ContentCache {
  tags: Map<number, Tag>;
  themes: Map<number, NamedItem>;
  sponsors: Map<number, Sponsor>;
  courses: Map<number, CourseStatic>;
  modules: Map<number, ModuleStatic>;
  articles: Map<number, ArticleStatic>;
  /** Reference lists, serialized once (they never change while the server runs). */
  referenceJson: Record<
    'cities' | 'work-places' | 'specializations' | 'universities' | 'sponsors' | 'tags' | 'themes',
    string
  >;
  /**
   * Courses then published sessions in catalogue order (newest course first; a course's sessions
   * in course order): the catalogue never changes while the server runs, so it is filtered here.
   */
  catalogue: CatalogueEntry[];
  /** Valid ids per reference list, to check profile saves. */
  referenceIds: Record<'cities' | 'work_places' | 'specializations' | 'universities', Set<number>>;
}
