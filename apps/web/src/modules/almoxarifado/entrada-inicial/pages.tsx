import { EntradaCreate } from '../entrada/create.page';
import { EntradaEdit } from '../entrada/edit.page';
import { EntradaIndex } from '../entrada/index.page';

/** almoxarifado/entrada-inicial: the entry screens without the invoice (opening balances). */
export const EntradaInicialIndexPage = () => <EntradaIndex inicial />;
export const EntradaInicialCreatePage = () => <EntradaCreate inicial />;
export const EntradaInicialEditPage = () => <EntradaEdit inicial />;
