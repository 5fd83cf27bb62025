// Types for photo imports handled by scripts/build/image-plugin.ts:
//   import hero from '../assets/photos/crew.jpg?picture';
//   import thumb from '../assets/photos/crew.jpg?widths=320,640&picture';
declare module '*?picture' {
  const image: import('./Picture.tsx').PictureData;
  export default image;
}
declare module '*&picture' {
  const image: import('./Picture.tsx').PictureData;
  export default image;
}
