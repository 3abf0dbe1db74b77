// Ledgers 1 of 2 of the every-ledger browser flow (ledger-all-suite.ts).
import { everyLedger } from './ledger-all-suite';

everyLedger(0, 2);
