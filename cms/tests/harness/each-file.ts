import { startTestFile } from './client';

// Before each test file: the files run one after the other in one process, sharing its modules.
startTestFile();
