// The site header as an island: the one part of every page that needs JavaScript (menus). Its props are the
// page's path, so the browser hydrates it without a router.
export { Header as default } from '../layout/Header.tsx';
