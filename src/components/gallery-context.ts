// Set by <Gallery>: a <Photo> inside one renders as a tile that opens larger (src/components/mdx/Photo.tsx).
import { createContext } from 'react';

export const GalleryContext = createContext(false);
