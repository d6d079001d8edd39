import { EntradaInicialEditPage } from './pages';

export default EntradaInicialEditPage;
