import { EntradaInicialIndexPage } from './pages';

export default EntradaInicialIndexPage;
