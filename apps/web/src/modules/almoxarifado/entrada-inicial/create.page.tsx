import { EntradaInicialCreatePage } from './pages';

export default EntradaInicialCreatePage;
