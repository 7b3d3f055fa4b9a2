// What the shell adds once JS runs (see Shell): one module, loaded after the page.
export { BackScroll } from './BackScroll';
export { InstallBanner } from './InstallBanner';
export { NewVersion } from './NewVersion';
export { ProgressBar } from './ProgressBar';
export { ScrollTop } from './ScrollTop';
