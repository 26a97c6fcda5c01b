// A Vitest setup file (the data and site projects): every test starts from the fixtures, whatever
// mock server or fetch it made, because the mocks keep the writes they answer (mocks/state.ts).
import { afterEach } from 'vitest';
import { resetMockData } from '../src/mocks/state.ts';

afterEach(() => resetMockData());
