// The home route's page is not lazy: the first frame shows it.
export { HomePage } from './HomePage';
