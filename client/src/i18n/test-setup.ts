// Client unit tests run the macros untransformed by a build: messages keep their English source, which Lingui
// compiles on the fly outside production. English is active, as on a first visit from an English browser.
import { i18n } from '@lingui/core';

i18n.loadAndActivate({ locale: 'en', messages: {} });
