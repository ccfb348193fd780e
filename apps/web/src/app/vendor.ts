// React, its DOM renderer and the router, evaluated in a task of their own before the app's modules (entry-page.ts).
import 'react';
import 'react-dom/client';
import 'react-router';
